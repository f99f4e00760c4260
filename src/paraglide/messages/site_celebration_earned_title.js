/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Celebration_Earned_TitleInputs */

const en_site_celebration_earned_title = /** @type {(inputs: Site_Celebration_Earned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 You earned something new!`)
};

const es_site_celebration_earned_title = /** @type {(inputs: Site_Celebration_Earned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 ¡Ganaste algo nuevo!`)
};

/**
* | output |
* | --- |
* | "🌟 You earned something new!" |
*
* @param {Site_Celebration_Earned_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_earned_title = /** @type {((inputs?: Site_Celebration_Earned_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Celebration_Earned_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_celebration_earned_title(inputs)
	return en_site_celebration_earned_title(inputs)
});