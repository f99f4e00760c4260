/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Lock_UpgradeInputs */

const en_learn_lock_upgrade = /** @type {(inputs: Learn_Lock_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for more challenges`)
};

const es_learn_lock_upgrade = /** @type {(inputs: Learn_Lock_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para más retos`)
};

/**
* | output |
* | --- |
* | "Upgrade for more challenges" |
*
* @param {Learn_Lock_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_lock_upgrade = /** @type {((inputs?: Learn_Lock_UpgradeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Lock_UpgradeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_lock_upgrade(inputs)
	return en_learn_lock_upgrade(inputs)
});