/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Lesson_UpgradeInputs */

const en_devotionals_lesson_upgrade = /** @type {(inputs: Devotionals_Lesson_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade`)
};

const es_devotionals_lesson_upgrade = /** @type {(inputs: Devotionals_Lesson_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar el plan`)
};

/**
* | output |
* | --- |
* | "Upgrade" |
*
* @param {Devotionals_Lesson_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_upgrade = /** @type {((inputs?: Devotionals_Lesson_UpgradeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lesson_UpgradeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lesson_upgrade(inputs)
	return en_devotionals_lesson_upgrade(inputs)
});