/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Audio_LockedInputs */

const en_devotionals_audio_locked = /** @type {(inputs: Devotionals_Audio_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audio devotionals are part of Premium.`)
};

const es_devotionals_audio_locked = /** @type {(inputs: Devotionals_Audio_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los devocionales en audio son parte de Premium.`)
};

/**
* | output |
* | --- |
* | "Audio devotionals are part of Premium." |
*
* @param {Devotionals_Audio_LockedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_audio_locked = /** @type {((inputs?: Devotionals_Audio_LockedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Audio_LockedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_audio_locked(inputs)
	return en_devotionals_audio_locked(inputs)
});