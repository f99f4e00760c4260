/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ childName: NonNullable<unknown> }} Mail_Retention_SoonInputs */

const en_mail_retention_soon = /** @type {(inputs: Mail_Retention_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.childName}'s profile will be deleted in about a month. To keep it, switch to it and read a chapter or play a game. To keep a copy of its data, download it on your Family page.`)
};

const es_mail_retention_soon = /** @type {(inputs: Mail_Retention_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El perfil de ${i?.childName} se borrará dentro de un mes más o menos. Para conservarlo, cambia a ese perfil y lee un capítulo o juega un juego. Para guardar una copia de sus datos, descárgala en tu página de la familia.`)
};

/**
* | output |
* | --- |
* | "{childName}'s profile will be deleted in about a month. To keep it, switch to it and read a chapter or play a game. To keep a copy of its data, download it o..." |
*
* @param {Mail_Retention_SoonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_retention_soon = /** @type {((inputs: Mail_Retention_SoonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Retention_SoonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_retention_soon(inputs)
	return en_mail_retention_soon(inputs)
});