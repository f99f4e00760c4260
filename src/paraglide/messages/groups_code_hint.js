/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Code_HintInputs */

const en_groups_code_hint = /** @type {(inputs: Groups_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parents enter this code on their Family page to join a child. Print the invitation to hand it out.`)
};

const es_groups_code_hint = /** @type {(inputs: Groups_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las familias escriben este código en su página de la familia para unir a un hijo. Imprime la invitación para repartirla.`)
};

/**
* | output |
* | --- |
* | "Parents enter this code on their Family page to join a child. Print the invitation to hand it out." |
*
* @param {Groups_Code_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_hint = /** @type {((inputs?: Groups_Code_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Code_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_code_hint(inputs)
	return en_groups_code_hint(inputs)
});