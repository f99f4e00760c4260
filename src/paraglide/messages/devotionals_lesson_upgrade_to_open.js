/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Devotionals_Lesson_Upgrade_To_OpenInputs */

const en_devotionals_lesson_upgrade_to_open = /** @type {(inputs: Devotionals_Lesson_Upgrade_To_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to open ${i?.title}`)
};

const es_devotionals_lesson_upgrade_to_open = /** @type {(inputs: Devotionals_Lesson_Upgrade_To_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para abrir ${i?.title}`)
};

/**
* | output |
* | --- |
* | "to open {title}" |
*
* @param {Devotionals_Lesson_Upgrade_To_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_upgrade_to_open = /** @type {((inputs: Devotionals_Lesson_Upgrade_To_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lesson_Upgrade_To_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lesson_upgrade_to_open(inputs)
	return en_devotionals_lesson_upgrade_to_open(inputs)
});