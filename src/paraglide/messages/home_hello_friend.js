/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hello_FriendInputs */

const en_home_hello_friend = /** @type {(inputs: Home_Hello_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello, friend! Come and explore God’s Word.`)
};

const es_home_hello_friend = /** @type {(inputs: Home_Hello_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hola, amigo! Ven a explorar la Palabra de Dios.`)
};

/**
* | output |
* | --- |
* | "Hello, friend! Come and explore God’s Word." |
*
* @param {Home_Hello_FriendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_hello_friend = /** @type {((inputs?: Home_Hello_FriendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hello_FriendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_hello_friend(inputs)
	return en_home_hello_friend(inputs)
});