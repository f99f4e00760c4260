/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Note_Mail_LabelInputs */

const en_groups_note_mail_label = /** @type {(inputs: Groups_Note_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me the class's take-home notes by e-mail`)
};

const es_groups_note_mail_label = /** @type {(inputs: Groups_Note_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviarme por correo las notas de la clase`)
};

/**
* | output |
* | --- |
* | "Send me the class's take-home notes by e-mail" |
*
* @param {Groups_Note_Mail_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_mail_label = /** @type {((inputs?: Groups_Note_Mail_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_Mail_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_note_mail_label(inputs)
	return en_groups_note_mail_label(inputs)
});