/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Lessons_TitleInputs */

const en_devotionals_lessons_title = /** @type {(inputs: Devotionals_Lessons_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons`)
};

const es_devotionals_lessons_title = /** @type {(inputs: Devotionals_Lessons_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilecciones`)
};

/**
* | output |
* | --- |
* | "Mini Lessons" |
*
* @param {Devotionals_Lessons_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lessons_title = /** @type {((inputs?: Devotionals_Lessons_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lessons_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lessons_title(inputs)
	return en_devotionals_lessons_title(inputs)
});