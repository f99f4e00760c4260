/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Listen_VoiceInputs */

const en_reader_listen_voice = /** @type {(inputs: Reader_Listen_VoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voice`)
};

const es_reader_listen_voice = /** @type {(inputs: Reader_Listen_VoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voz`)
};

/**
* | output |
* | --- |
* | "Voice" |
*
* @param {Reader_Listen_VoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_voice = /** @type {((inputs?: Reader_Listen_VoiceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Listen_VoiceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_listen_voice(inputs)
	return en_reader_listen_voice(inputs)
});