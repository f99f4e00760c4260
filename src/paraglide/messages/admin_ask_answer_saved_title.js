/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_Answer_Saved_TitleInputs */

const en_admin_ask_answer_saved_title = /** @type {(inputs: Admin_Ask_Answer_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer Saved`)
};

const es_admin_ask_answer_saved_title = /** @type {(inputs: Admin_Ask_Answer_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta guardada`)
};

/**
* | output |
* | --- |
* | "Answer Saved" |
*
* @param {Admin_Ask_Answer_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_answer_saved_title = /** @type {((inputs?: Admin_Ask_Answer_Saved_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_Answer_Saved_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_answer_saved_title(inputs)
	return en_admin_ask_answer_saved_title(inputs)
});