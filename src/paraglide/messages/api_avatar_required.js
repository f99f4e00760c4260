/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Avatar_RequiredInputs */

const en_api_avatar_required = /** @type {(inputs: Api_Avatar_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose an avatar.`)
};

const es_api_avatar_required = /** @type {(inputs: Api_Avatar_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un avatar.`)
};

/**
* | output |
* | --- |
* | "Please choose an avatar." |
*
* @param {Api_Avatar_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_avatar_required = /** @type {((inputs?: Api_Avatar_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Avatar_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_avatar_required(inputs)
	return en_api_avatar_required(inputs)
});