/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Offline_Read_AgainInputs */

const en_site_offline_read_again = /** @type {(inputs: Site_Offline_Read_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read again`)
};

const es_site_offline_read_again = /** @type {(inputs: Site_Offline_Read_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a leer`)
};

/**
* | output |
* | --- |
* | "Read again" |
*
* @param {Site_Offline_Read_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_read_again = /** @type {((inputs?: Site_Offline_Read_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Offline_Read_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_offline_read_again(inputs)
	return en_site_offline_read_again(inputs)
});