/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_Save_AnswerInputs */

const en_admin_ask_save_answer = /** @type {(inputs: Admin_Ask_Save_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save answer`)
};

const es_admin_ask_save_answer = /** @type {(inputs: Admin_Ask_Save_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar respuesta`)
};

/**
* | output |
* | --- |
* | "Save answer" |
*
* @param {Admin_Ask_Save_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_save_answer = /** @type {((inputs?: Admin_Ask_Save_AnswerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_Save_AnswerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_save_answer(inputs)
	return en_admin_ask_save_answer(inputs)
});