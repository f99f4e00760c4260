/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Upgrade_PremiumInputs */

const en_site_upgrade_premium = /** @type {(inputs: Site_Upgrade_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to Premium`)
};

const es_site_upgrade_premium = /** @type {(inputs: Site_Upgrade_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazte Premium`)
};

/**
* | output |
* | --- |
* | "Upgrade to Premium" |
*
* @param {Site_Upgrade_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_upgrade_premium = /** @type {((inputs?: Site_Upgrade_PremiumInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Upgrade_PremiumInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_upgrade_premium(inputs)
	return en_site_upgrade_premium(inputs)
});