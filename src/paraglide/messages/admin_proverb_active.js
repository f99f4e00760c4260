/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_ActiveInputs */

const en_admin_proverb_active = /** @type {(inputs: Admin_Proverb_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The proverb is active.`)
};

const es_admin_proverb_active = /** @type {(inputs: Admin_Proverb_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El proverbio está activo.`)
};

/**
* | output |
* | --- |
* | "The proverb is active." |
*
* @param {Admin_Proverb_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_active = /** @type {((inputs?: Admin_Proverb_ActiveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_ActiveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_active(inputs)
	return en_admin_proverb_active(inputs)
});