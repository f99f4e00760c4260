/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Keep_HeadingInputs */

const en_stories_keep_heading = /** @type {(inputs: Stories_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep all stories for offline`)
};

const es_stories_keep_heading = /** @type {(inputs: Stories_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar todas las historias sin conexión`)
};

/**
* | output |
* | --- |
* | "Keep all stories for offline" |
*
* @param {Stories_Keep_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_heading = /** @type {((inputs?: Stories_Keep_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_keep_heading(inputs)
	return en_stories_keep_heading(inputs)
});