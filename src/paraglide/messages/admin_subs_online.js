/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_OnlineInputs */

const en_admin_subs_online = /** @type {(inputs: Admin_Subs_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bought online`)
};

const es_admin_subs_online = /** @type {(inputs: Admin_Subs_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprado en línea`)
};

/**
* | output |
* | --- |
* | "Bought online" |
*
* @param {Admin_Subs_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_online = /** @type {((inputs?: Admin_Subs_OnlineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_OnlineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_online(inputs)
	return en_admin_subs_online(inputs)
});