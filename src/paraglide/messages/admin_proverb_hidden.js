/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_HiddenInputs */

const en_admin_proverb_hidden = /** @type {(inputs: Admin_Proverb_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The proverb is hidden from the Daily Wisdom card.`)
};

const es_admin_proverb_hidden = /** @type {(inputs: Admin_Proverb_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El proverbio no se muestra en la tarjeta de Sabiduría diaria.`)
};

/**
* | output |
* | --- |
* | "The proverb is hidden from the Daily Wisdom card." |
*
* @param {Admin_Proverb_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_hidden = /** @type {((inputs?: Admin_Proverb_HiddenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_HiddenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_hidden(inputs)
	return en_admin_proverb_hidden(inputs)
});