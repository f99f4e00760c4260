/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Unprintable_TextInputs */

const en_api_unprintable_text = /** @type {(inputs: Api_Unprintable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please use ordinary text: some characters in it cannot be shown.`)
};

const es_api_unprintable_text = /** @type {(inputs: Api_Unprintable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa texto normal: algunos de sus caracteres no se pueden mostrar.`)
};

/**
* | output |
* | --- |
* | "Please use ordinary text: some characters in it cannot be shown." |
*
* @param {Api_Unprintable_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_unprintable_text = /** @type {((inputs?: Api_Unprintable_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Unprintable_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_unprintable_text(inputs)
	return en_api_unprintable_text(inputs)
});