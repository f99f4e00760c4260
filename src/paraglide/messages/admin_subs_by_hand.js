/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_By_HandInputs */

const en_admin_subs_by_hand = /** @type {(inputs: Admin_Subs_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Given by hand`)
};

const es_admin_subs_by_hand = /** @type {(inputs: Admin_Subs_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otorgado a mano`)
};

/**
* | output |
* | --- |
* | "Given by hand" |
*
* @param {Admin_Subs_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_by_hand = /** @type {((inputs?: Admin_Subs_By_HandInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_By_HandInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_by_hand(inputs)
	return en_admin_subs_by_hand(inputs)
});