/** The Day Board tab, for the admin panel to place. */
export { DayBoardTab } from './components/day-board-tab';
