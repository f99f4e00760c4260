/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_Answer_Saved_TextInputs */

const en_admin_ask_answer_saved_text = /** @type {(inputs: Admin_Ask_Answer_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sender sees it on the Ask & Pray page.`)
};

const es_admin_ask_answer_saved_text = /** @type {(inputs: Admin_Ask_Answer_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quien la envió la verá en la página Pregunta y ora.`)
};

/**
* | output |
* | --- |
* | "The sender sees it on the Ask & Pray page." |
*
* @param {Admin_Ask_Answer_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_answer_saved_text = /** @type {((inputs?: Admin_Ask_Answer_Saved_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_Answer_Saved_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_answer_saved_text(inputs)
	return en_admin_ask_answer_saved_text(inputs)
});