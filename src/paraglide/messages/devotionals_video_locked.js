/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Video_LockedInputs */

const en_devotionals_video_locked = /** @type {(inputs: Devotionals_Video_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video devotionals are part of Premium.`)
};

const es_devotionals_video_locked = /** @type {(inputs: Devotionals_Video_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los devocionales en video son parte de Premium.`)
};

/**
* | output |
* | --- |
* | "Video devotionals are part of Premium." |
*
* @param {Devotionals_Video_LockedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_video_locked = /** @type {((inputs?: Devotionals_Video_LockedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Video_LockedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_video_locked(inputs)
	return en_devotionals_video_locked(inputs)
});