/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Lesson_LabelInputs */

const en_devotionals_lesson_label = /** @type {(inputs: Devotionals_Lesson_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lesson`)
};

const es_devotionals_lesson_label = /** @type {(inputs: Devotionals_Lesson_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilección`)
};

/**
* | output |
* | --- |
* | "Mini Lesson" |
*
* @param {Devotionals_Lesson_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_label = /** @type {((inputs?: Devotionals_Lesson_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lesson_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lesson_label(inputs)
	return en_devotionals_lesson_label(inputs)
});