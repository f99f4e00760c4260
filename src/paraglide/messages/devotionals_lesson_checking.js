/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Lesson_CheckingInputs */

const en_devotionals_lesson_checking = /** @type {(inputs: Devotionals_Lesson_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your plan...`)
};

const es_devotionals_lesson_checking = /** @type {(inputs: Devotionals_Lesson_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisando tu plan...`)
};

/**
* | output |
* | --- |
* | "Checking your plan..." |
*
* @param {Devotionals_Lesson_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_checking = /** @type {((inputs?: Devotionals_Lesson_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lesson_CheckingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lesson_checking(inputs)
	return en_devotionals_lesson_checking(inputs)
});