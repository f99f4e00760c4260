/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Nav_ChallengesInputs */

const en_site_nav_challenges = /** @type {(inputs: Site_Nav_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenges`)
};

const es_site_nav_challenges = /** @type {(inputs: Site_Nav_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafíos`)
};

/**
* | output |
* | --- |
* | "Challenges" |
*
* @param {Site_Nav_ChallengesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_challenges = /** @type {((inputs?: Site_Nav_ChallengesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_ChallengesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_nav_challenges(inputs)
	return en_site_nav_challenges(inputs)
});