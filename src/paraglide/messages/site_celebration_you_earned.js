/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Celebration_You_EarnedInputs */

const en_site_celebration_you_earned = /** @type {(inputs: Site_Celebration_You_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You earned:`)
};

const es_site_celebration_you_earned = /** @type {(inputs: Site_Celebration_You_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganaste:`)
};

/**
* | output |
* | --- |
* | "You earned:" |
*
* @param {Site_Celebration_You_EarnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_you_earned = /** @type {((inputs?: Site_Celebration_You_EarnedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Celebration_You_EarnedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_celebration_you_earned(inputs)
	return en_site_celebration_you_earned(inputs)
});