/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Devotionals_Lesson_DescriptionInputs */

const en_devotionals_lesson_description = /** @type {(inputs: Devotionals_Lesson_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: a mini lesson for children and families.`)
};

const es_devotionals_lesson_description = /** @type {(inputs: Devotionals_Lesson_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: una minilección para niños y familias.`)
};

/**
* | output |
* | --- |
* | "{title}: a mini lesson for children and families." |
*
* @param {Devotionals_Lesson_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_description = /** @type {((inputs: Devotionals_Lesson_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lesson_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lesson_description(inputs)
	return en_devotionals_lesson_description(inputs)
});