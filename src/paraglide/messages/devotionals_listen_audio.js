/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Listen_AudioInputs */

const en_devotionals_listen_audio = /** @type {(inputs: Devotionals_Listen_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the audio`)
};

const es_devotionals_listen_audio = /** @type {(inputs: Devotionals_Listen_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuchar el audio`)
};

/**
* | output |
* | --- |
* | "Listen to the audio" |
*
* @param {Devotionals_Listen_AudioInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_listen_audio = /** @type {((inputs?: Devotionals_Listen_AudioInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Listen_AudioInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_listen_audio(inputs)
	return en_devotionals_listen_audio(inputs)
});