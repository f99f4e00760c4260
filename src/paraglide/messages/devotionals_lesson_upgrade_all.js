/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Lesson_Upgrade_AllInputs */

const en_devotionals_lesson_upgrade_all = /** @type {(inputs: Devotionals_Lesson_Upgrade_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to open every mini lesson.`)
};

const es_devotionals_lesson_upgrade_all = /** @type {(inputs: Devotionals_Lesson_Upgrade_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para abrir todas las minilecciones.`)
};

/**
* | output |
* | --- |
* | "Upgrade to open every mini lesson." |
*
* @param {Devotionals_Lesson_Upgrade_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_upgrade_all = /** @type {((inputs?: Devotionals_Lesson_Upgrade_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lesson_Upgrade_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lesson_upgrade_all(inputs)
	return en_devotionals_lesson_upgrade_all(inputs)
});