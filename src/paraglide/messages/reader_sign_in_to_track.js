/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Sign_In_To_TrackInputs */

const en_reader_sign_in_to_track = /** @type {(inputs: Reader_Sign_In_To_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to track your reading progress`)
};

const es_reader_sign_in_to_track = /** @type {(inputs: Reader_Sign_In_To_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para llevar la cuenta de lo que lees`)
};

/**
* | output |
* | --- |
* | "Please sign in to track your reading progress" |
*
* @param {Reader_Sign_In_To_TrackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_sign_in_to_track = /** @type {((inputs?: Reader_Sign_In_To_TrackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Sign_In_To_TrackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_sign_in_to_track(inputs)
	return en_reader_sign_in_to_track(inputs)
});