/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Pin_Set_TextInputs */

const en_family_pin_set_text = /** @type {(inputs: Family_Pin_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A PIN is set: switching from a child back to you, and your account, plans, family and admin pages, ask for it.`)
};

const es_family_pin_set_text = /** @type {(inputs: Family_Pin_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay un PIN: se pide para volver de un hijo a tu perfil y para abrir tu cuenta, tus planes, tu familia y las páginas de administración.`)
};

/**
* | output |
* | --- |
* | "A PIN is set: switching from a child back to you, and your account, plans, family and admin pages, ask for it." |
*
* @param {Family_Pin_Set_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_pin_set_text = /** @type {((inputs?: Family_Pin_Set_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Pin_Set_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_pin_set_text(inputs)
	return en_family_pin_set_text(inputs)
});