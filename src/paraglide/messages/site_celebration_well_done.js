/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Celebration_Well_DoneInputs */

const en_site_celebration_well_done = /** @type {(inputs: Site_Celebration_Well_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Well done!`)
};

const es_site_celebration_well_done = /** @type {(inputs: Site_Celebration_Well_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Muy bien!`)
};

/**
* | output |
* | --- |
* | "Well done!" |
*
* @param {Site_Celebration_Well_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_well_done = /** @type {((inputs?: Site_Celebration_Well_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Celebration_Well_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_celebration_well_done(inputs)
	return en_site_celebration_well_done(inputs)
});