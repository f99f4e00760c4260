/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Note_HintInputs */

const en_groups_note_hint = /** @type {(inputs: Groups_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short note for the families each week. Parents read it on their Family page, and by e-mail if they asked for it. Nobody's address is shared.`)
};

const es_groups_note_hint = /** @type {(inputs: Groups_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una nota breve para las familias cada semana. Las familias la leen en su página de la familia, y por correo si lo pidieron. No se comparte la dirección de nadie.`)
};

/**
* | output |
* | --- |
* | "A short note for the families each week. Parents read it on their Family page, and by e-mail if they asked for it. Nobody's address is shared." |
*
* @param {Groups_Note_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_hint = /** @type {((inputs?: Groups_Note_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_note_hint(inputs)
	return en_groups_note_hint(inputs)
});