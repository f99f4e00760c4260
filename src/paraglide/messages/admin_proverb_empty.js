/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_EmptyInputs */

const en_admin_proverb_empty = /** @type {(inputs: Admin_Proverb_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proverbs yet. The Daily Wisdom card shows its built-in list until you add some.`)
};

const es_admin_proverb_empty = /** @type {(inputs: Admin_Proverb_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay proverbios. La tarjeta de Sabiduría diaria muestra su lista incluida hasta que agregues algunos.`)
};

/**
* | output |
* | --- |
* | "No proverbs yet. The Daily Wisdom card shows its built-in list until you add some." |
*
* @param {Admin_Proverb_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_empty = /** @type {((inputs?: Admin_Proverb_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_empty(inputs)
	return en_admin_proverb_empty(inputs)
});