/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Lesson_PaidInputs */

const en_devotionals_lesson_paid = /** @type {(inputs: Devotionals_Lesson_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This mini lesson is part of a paid plan.`)
};

const es_devotionals_lesson_paid = /** @type {(inputs: Devotionals_Lesson_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta minilección es parte de un plan de pago.`)
};

/**
* | output |
* | --- |
* | "This mini lesson is part of a paid plan." |
*
* @param {Devotionals_Lesson_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_paid = /** @type {((inputs?: Devotionals_Lesson_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lesson_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lesson_paid(inputs)
	return en_devotionals_lesson_paid(inputs)
});