/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ leader: NonNullable<unknown> }} Groups_Preview_LeaderInputs */

const en_groups_preview_leader = /** @type {(inputs: Groups_Preview_LeaderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Led by ${i?.leader}`)
};

const es_groups_preview_leader = /** @type {(inputs: Groups_Preview_LeaderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo dirige ${i?.leader}`)
};

/**
* | output |
* | --- |
* | "Led by {leader}" |
*
* @param {Groups_Preview_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_leader = /** @type {((inputs: Groups_Preview_LeaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Preview_LeaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_preview_leader(inputs)
	return en_groups_preview_leader(inputs)
});