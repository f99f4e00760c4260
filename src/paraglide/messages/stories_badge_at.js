/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Stories_Badge_AtInputs */

const en_stories_badge_at = /** @type {(inputs: Stories_Badge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} stories`)
};

const es_stories_badge_at = /** @type {(inputs: Stories_Badge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} historias`)
};

/**
* | output |
* | --- |
* | "{count} stories" |
*
* @param {Stories_Badge_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_at = /** @type {((inputs: Stories_Badge_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Badge_AtInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_badge_at(inputs)
	return en_stories_badge_at(inputs)
});