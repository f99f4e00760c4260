/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Children_LearningInputs */

const en_site_privacy_children_learning = /** @type {(inputs: Site_Privacy_Children_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What they learn: chapters read, challenges, badges, achievements, memory verses and game results, so that they can pick up where they left off and you can see their week.`)
};

const es_site_privacy_children_learning = /** @type {(inputs: Site_Privacy_Children_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que aprenden: capítulos leídos, desafíos, insignias, logros, versículos para memorizar y resultados de juegos, para que puedan seguir donde lo dejaron y tú puedas ver su semana.`)
};

/**
* | output |
* | --- |
* | "What they learn: chapters read, challenges, badges, achievements, memory verses and game results, so that they can pick up where they left off and you can se..." |
*
* @param {Site_Privacy_Children_LearningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_children_learning = /** @type {((inputs?: Site_Privacy_Children_LearningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Children_LearningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_children_learning(inputs)
	return en_site_privacy_children_learning(inputs)
});