/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Sign_In_For_StarsInputs */

const en_stories_sign_in_for_stars = /** @type {(inputs: Stories_Sign_In_For_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to keep your stars and see which story comes next.`)
};

const es_stories_sign_in_for_stars = /** @type {(inputs: Stories_Sign_In_For_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar tus estrellas y ver qué historia sigue.`)
};

/**
* | output |
* | --- |
* | "Sign in to keep your stars and see which story comes next." |
*
* @param {Stories_Sign_In_For_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_sign_in_for_stars = /** @type {((inputs?: Stories_Sign_In_For_StarsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Sign_In_For_StarsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_sign_in_for_stars(inputs)
	return en_stories_sign_in_for_stars(inputs)
});