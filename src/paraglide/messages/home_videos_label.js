/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Videos_LabelInputs */

const en_home_videos_label = /** @type {(inputs: Home_Videos_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

const es_home_videos_label = /** @type {(inputs: Home_Videos_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

/**
* | output |
* | --- |
* | "Videos" |
*
* @param {Home_Videos_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_videos_label = /** @type {((inputs?: Home_Videos_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Videos_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_videos_label(inputs)
	return en_home_videos_label(inputs)
});