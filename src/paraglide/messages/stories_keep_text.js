/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Keep_TextInputs */

const en_stories_keep_text = /** @type {(inputs: Stories_Keep_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save every story and its picture on this device, to read them without a connection.`)
};

const es_stories_keep_text = /** @type {(inputs: Stories_Keep_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda cada historia y su dibujo en este dispositivo para leerlas aunque no haya conexión.`)
};

/**
* | output |
* | --- |
* | "Save every story and its picture on this device, to read them without a connection." |
*
* @param {Stories_Keep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_text = /** @type {((inputs?: Stories_Keep_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_keep_text(inputs)
	return en_stories_keep_text(inputs)
});