// Loaded on demand by the carousel's LazyMotion: drag needs the full feature set.
import { domMax } from 'framer-motion'

export default domMax
