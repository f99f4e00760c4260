/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Lesson_LockedInputs */

const en_devotionals_lesson_locked = /** @type {(inputs: Devotionals_Lesson_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locked`)
};

const es_devotionals_lesson_locked = /** @type {(inputs: Devotionals_Lesson_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrada`)
};

/**
* | output |
* | --- |
* | "Locked" |
*
* @param {Devotionals_Lesson_LockedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_locked = /** @type {((inputs?: Devotionals_Lesson_LockedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lesson_LockedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lesson_locked(inputs)
	return en_devotionals_lesson_locked(inputs)
});