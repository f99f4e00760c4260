/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Keep_ButtonInputs */

const en_stories_keep_button = /** @type {(inputs: Stories_Keep_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep all stories for offline`)
};

const es_stories_keep_button = /** @type {(inputs: Stories_Keep_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar todas las historias sin conexión`)
};

/**
* | output |
* | --- |
* | "Keep all stories for offline" |
*
* @param {Stories_Keep_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_button = /** @type {((inputs?: Stories_Keep_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_keep_button(inputs)
	return en_stories_keep_button(inputs)
});