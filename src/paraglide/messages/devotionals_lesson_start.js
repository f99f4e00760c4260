/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Lesson_StartInputs */

const en_devotionals_lesson_start = /** @type {(inputs: Devotionals_Lesson_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start lesson`)
};

const es_devotionals_lesson_start = /** @type {(inputs: Devotionals_Lesson_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar la lección`)
};

/**
* | output |
* | --- |
* | "Start lesson" |
*
* @param {Devotionals_Lesson_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_start = /** @type {((inputs?: Devotionals_Lesson_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lesson_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lesson_start(inputs)
	return en_devotionals_lesson_start(inputs)
});