/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Share_ThisInputs */

const en_devotionals_share_this = /** @type {(inputs: Devotionals_Share_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share This`)
};

const es_devotionals_share_this = /** @type {(inputs: Devotionals_Share_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

/**
* | output |
* | --- |
* | "Share This" |
*
* @param {Devotionals_Share_ThisInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_share_this = /** @type {((inputs?: Devotionals_Share_ThisInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Share_ThisInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_share_this(inputs)
	return en_devotionals_share_this(inputs)
});