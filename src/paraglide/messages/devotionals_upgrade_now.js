/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Upgrade_NowInputs */

const en_devotionals_upgrade_now = /** @type {(inputs: Devotionals_Upgrade_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade Now`)
};

const es_devotionals_upgrade_now = /** @type {(inputs: Devotionals_Upgrade_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan`)
};

/**
* | output |
* | --- |
* | "Upgrade Now" |
*
* @param {Devotionals_Upgrade_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_upgrade_now = /** @type {((inputs?: Devotionals_Upgrade_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Upgrade_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_upgrade_now(inputs)
	return en_devotionals_upgrade_now(inputs)
});