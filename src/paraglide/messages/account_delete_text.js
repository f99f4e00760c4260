/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_TextInputs */

const en_account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This deletes the account and its personal data for good: reading progress, badges, stories, prayer requests and game results. It cannot be undone.`)
};

const es_account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto borra para siempre la cuenta y sus datos personales: el progreso de lectura, las insignias, las historias, las peticiones de oración y los resultados de los juegos. No se puede deshacer.`)
};

/**
* | output |
* | --- |
* | "This deletes the account and its personal data for good: reading progress, badges, stories, prayer requests and game results. It cannot be undone." |
*
* @param {Account_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_delete_text = /** @type {((inputs?: Account_Delete_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_delete_text(inputs)
	return en_account_delete_text(inputs)
});